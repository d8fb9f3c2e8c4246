/** Standalone development shell for remote-share: each dialog behind a button. */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { StandaloneShell } from '@snap/shared/standalone';
import ShareModal from './ShareModal';
import GuideWizard from './GuideWizard';
import FrameDialog from './FrameDialog';

const SAMPLE = { title: 'Sample item - $25', description: 'A sample listing.', price: 25, condition: 'good', category: 'Other', tags: ['sample'] };

function Playground() {
  const [open, setOpen] = useState<'share' | 'guide' | 'frame' | null>(null);
  const close = () => setOpen(null);
  return (
    <Stack spacing={2} sx={{ p: 3, maxWidth: 320 }}>
      <Button variant="contained" onClick={() => setOpen('share')}>Share modal</Button>
      <Button variant="contained" onClick={() => setOpen('guide')}>Guide wizard</Button>
      <Button variant="contained" onClick={() => setOpen('frame')}>Frame dialog</Button>
      <ShareModal open={open === 'share'} onClose={close} data={SAMPLE} />
      <GuideWizard open={open === 'guide'} onClose={close} />
      <FrameDialog open={open === 'frame'} onClose={close} marketplace="ebay" />
    </Stack>
  );
}

createRoot(document.getElementById('root')!).render(
  <StandaloneShell>
    <Playground />
  </StandaloneShell>,
);
