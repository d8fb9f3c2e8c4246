/** The four groups of spec §2: premium native sharing, auto-copy & redirect, the Android app link, traditional. */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MARKETPLACES, type MarketplaceConfig, type MarketplaceId } from '@snap/shared';
import type { PayoutLine, PayoutLines } from '../core/payoutLines';
import { ANDROID_INTENT_MARKETPLACE, SHARE_GROUPS, type ShareGroup } from '../core/shareGroups';
import type { SharedStates } from '../hooks/useShareFlow';
import { MarketplaceButton } from './MarketplaceButton';
import { SharedLine } from './SharedLine';

export interface MarketplaceGroupsProps {
  /** Photo progress while the share files are still being prepared, else null. */
  preparing: string | null;
  showAndroidIntent: boolean;
  /** What the seller keeps on each marketplace; a marketplace without a line shows none. */
  lines: PayoutLines;
  onShare(marketplace: MarketplaceId): void;
  onAndroidIntent(marketplace: MarketplaceId): void;
  /** The marketplaces shared to from here, each under its button until the seller marks it listed. */
  shared?: SharedStates;
  onMarkListed?(marketplace: MarketplaceId): void;
}

const config = (id: MarketplaceId) => MARKETPLACES.find((m) => m.id === id) as MarketplaceConfig;

/** The keep line's props for a button; the name carries it too, so a screen reader hears it. */
function keepProps(label: string, line: PayoutLine | undefined) {
  if (!line) return { label };
  return { label: `${label}. ${line.spoken}`, keep: line.keep, keepNote: line.staleNote, keepMuted: !line.fits };
}

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

export function MarketplaceGroups({
  preparing,
  showAndroidIntent,
  lines,
  onShare,
  onAndroidIntent,
  shared = {},
  onMarkListed = () => undefined,
}: MarketplaceGroupsProps) {
  const renderGroup = (group: ShareGroup) => (
    <Group key={group.id} id={group.id} title={group.title} caption={group.caption}>
      {group.marketplaces.map((id) => {
        const { name, shareMethod } = config(id);
        // Native shares wait for the photos: iOS drops a share sheet requested after an await.
        const busy = shareMethod === 'webshare' && preparing !== null;
        const state = shared[id];
        return (
          <Stack key={id} spacing={0.5}>
            <MarketplaceButton
              marketplace={id}
              name={name}
              {...keepProps(`Share to ${name}`, lines[id])}
              busy={busy}
              detail={busy ? (preparing ?? undefined) : undefined}
              onClick={() => onShare(id)}
            />
            {/* Present before the line comes, so a screen reader hears it come (and change). */}
            <div aria-live="polite">
              {state && <SharedLine name={name} state={state} onMarkListed={() => onMarkListed(id)} />}
            </div>
          </Stack>
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
            {...keepProps('Open the Facebook app', lines[intent.id])}
            detail="Android only"
            onClick={() => onAndroidIntent(intent.id)}
          />
        </Group>
      )}
      {SHARE_GROUPS.filter((g) => g.id === 'traditional').map(renderGroup)}
    </Stack>
  );
}
