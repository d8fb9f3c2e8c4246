/**
 * The results view (spec §2): photos (passed in), item name and brand, the price card, the
 * description, sharing, Take Another Photo, and a saved listing's status (passed in). State and
 * gating live with the caller.
 */
import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MarketplaceId } from '@snap/shared';
import { defaultShipping, rankPayouts } from '@snap/shared/fees';
import { CameraIcon } from '../../../components/icons';
import type { AnalysisResult, EditableField, ListingEdits, Pricing } from '../analysisResult';
import { DemoBadge } from './DemoBadge';
import { DescriptionField } from './DescriptionField';
import { EvidencePanel } from './EvidencePanel';
import { ItemNameField } from './ItemNameField';
import { PayoutList } from './PayoutList';
import { PhotoFindings } from './PhotoFindings';
import { PriceCard } from './PriceCard';
import { PriceChooser } from './PriceChooser';
import { ProductCodeLine } from './ProductCodeLine';
import { ShareSection } from './ShareSection';

export interface ResultsPanelProps {
  result: AnalysisResult;
  edits: ListingEdits;
  pricing: Pricing;
  editing: EditableField | null;
  signedIn: boolean;
  photos: ReactNode;
  onEdit(field: EditableField): void;
  onSave(field: EditableField, value: string): void;
  onCancel(field: EditableField): void;
  onChoosePrice(price: number): void;
  onShipping(shipping: number): void;
  onSmartShare(): void;
  onViewGuide(): void;
  onMarketplace(id: MarketplaceId): void;
  onTakeAnother(): void;
  /** The photo the result asked for, to analyse with the one analysed. */
  onAddPhoto?(file: File): void;
  /** That photo is being prepared. */
  addingPhoto?: boolean;
  /** Analyses the photos again with the barcode read from them after the price was made. */
  onPriceByCode?(): void;
  /** The seller's answer when the barcode's eBay listings name another product than the photo shows. */
  onSettleCodeConflict?(choice: 'code' | 'photo'): void;
  /** A saved listing's status and what the seller can do with it, at the end. */
  listingStatus?: ReactNode;
}

export function ResultsPanel({
  result,
  edits,
  pricing,
  editing,
  signedIn,
  photos,
  addingPhoto,
  listingStatus,
  ...on
}: ResultsPanelProps) {
  const { item, estimate, demo } = result;
  // The words the share modal reads too (ShareData's category, marketplace categories and title),
  // so both show the same figures.
  const words = useMemo(
    () => ({ category: item.category, marketplaceCategories: item.marketplaceCategories, itemName: edits.name }),
    [item.category, item.marketplaceCategories, edits.name],
  );
  const shipping = pricing.shipping ?? defaultShipping(words);
  const payouts = useMemo(
    () => rankPayouts({ price: pricing.price, shippingCost: shipping, item: words }),
    [pricing.price, shipping, words],
  );
  return (
    <Stack component="section" aria-labelledby="result-heading" sx={{ gap: 2 }}>
      {photos}
      <Box>
        {demo && <DemoBadge />}
        <ItemNameField
          value={edits.name}
          editing={editing === 'name'}
          onEdit={() => on.onEdit('name')}
          onSave={(v) => on.onSave('name', v)}
          onCancel={() => on.onCancel('name')}
        />
        {item.brandName && (
          <Typography sx={{ color: 'text.secondary' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              Brand:
            </Box>{' '}
            <span>{item.brandName}</span>
          </Typography>
        )}
        <ProductCodeLine result={result} onPriceByCode={on.onPriceByCode} onSettleConflict={on.onSettleCodeConflict} />
      </Box>
      <PriceCard estimate={estimate} condition={item.estimatedCondition} />
      <PhotoFindings item={item} onAddPhoto={on.onAddPhoto} adding={addingPhoto} />
      <EvidencePanel estimate={estimate} itemName={edits.name} savedAt={result.savedAt} />
      <PriceChooser estimate={estimate} price={pricing.price} onChoose={on.onChoosePrice} />
      <PayoutList payouts={payouts} shipping={shipping} onShipping={on.onShipping} />
      <DescriptionField
        value={edits.description}
        editing={editing === 'description'}
        onEdit={() => on.onEdit('description')}
        onSave={(v) => on.onSave('description', v)}
        onCancel={() => on.onCancel('description')}
      />
      <ShareSection
        signedIn={signedIn}
        best={payouts}
        onSmartShare={on.onSmartShare}
        onViewGuide={on.onViewGuide}
        onMarketplace={on.onMarketplace}
      />
      <Button variant="outlined" size="large" fullWidth startIcon={<CameraIcon />} onClick={on.onTakeAnother}>
        Take Another Photo
      </Button>
      {/* Last: it arrives once the seller's list has the listing, and moves nothing then. */}
      {listingStatus}
    </Stack>
  );
}
