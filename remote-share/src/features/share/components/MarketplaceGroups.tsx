/** The four groups of spec §2: premium native sharing, auto-copy & redirect, the Android app link, traditional. */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MARKETPLACES, type MarketplaceConfig, type MarketplaceId } from '@snap/shared';
import { ANDROID_INTENT_MARKETPLACE, SHARE_GROUPS, type ShareGroup } from '../core/shareGroups';
import { MarketplaceButton } from './MarketplaceButton';

export interface MarketplaceGroupsProps {
  /** Photo progress while the share files are still being prepared, else null. */
  preparing: string | null;
  showAndroidIntent: boolean;
  onShare(marketplace: MarketplaceId): void;
  onAndroidIntent(marketplace: MarketplaceId): void;
}

const config = (id: MarketplaceId) => MARKETPLACES.find((m) => m.id === id) as MarketplaceConfig;

function Group({
  id,
  title,
  caption,
  children,
}: {
  id: string;
  title: string;
  caption: string;
  children: React.ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={`share-group-${id}`} spacing={1}>
      <div>
        <Typography id={`share-group-${id}`} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {caption}
        </Typography>
      </div>
      {children}
    </Stack>
  );
}

export function MarketplaceGroups({ preparing, showAndroidIntent, onShare, onAndroidIntent }: MarketplaceGroupsProps) {
  const renderGroup = (group: ShareGroup) => (
    <Group key={group.id} id={group.id} title={group.title} caption={group.caption}>
      {group.marketplaces.map((id) => {
        const { name, shareMethod } = config(id);
        // Native shares wait for the photos: iOS drops a share sheet requested after an await.
        const busy = shareMethod === 'webshare' && preparing !== null;
        return (
          <MarketplaceButton
            key={id}
            marketplace={id}
            name={name}
            label={`Share to ${name}`}
            busy={busy}
            detail={busy ? (preparing ?? undefined) : undefined}
            onClick={() => onShare(id)}
          />
        );
      })}
    </Group>
  );
  const intent = config(ANDROID_INTENT_MARKETPLACE);
  return (
    <Stack spacing={3}>
      {SHARE_GROUPS.filter((g) => g.id !== 'traditional').map(renderGroup)}
      {showAndroidIntent && (
        <Group id="android" title="Android app link" caption="Copies the details and opens the Facebook app directly.">
          <MarketplaceButton
            marketplace={intent.id}
            name="Facebook app"
            label="Open the Facebook app"
            detail="Android only"
            onClick={() => onAndroidIntent(intent.id)}
          />
        </Group>
      )}
      {SHARE_GROUPS.filter((g) => g.id === 'traditional').map(renderGroup)}
    </Stack>
  );
}
