/**
 * The playground's sample listing, with photos drawn on a canvas so the share team has real JPEG
 * blobs (several, of different sizes) without fixture files or a camera.
 */
import type { ShareData } from '@snap/shared';

const PHOTOS = [
  { width: 1600, height: 1200, from: '#1565c0', to: '#64b5f6', label: 'Front' },
  { width: 1200, height: 1600, from: '#2e7d32', to: '#a5d6a7', label: 'Side' },
  { width: 1400, height: 1400, from: '#ef6c00', to: '#ffcc80', label: 'Sole' },
] as const;

function drawPhoto({ width, height, from, to, label }: (typeof PHOTOS)[number], index: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Unable to get canvas context'));
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, from);
  gradient.addColorStop(1, to);
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.fillStyle = 'rgba(255, 255, 255, 0.85)';
  context.beginPath();
  context.ellipse(width / 2, height / 2, width / 3, height / 5, -0.2, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#263238';
  context.font = `bold ${Math.round(width / 12)}px sans-serif`;
  context.textAlign = 'center';
  context.fillText(`${index + 1}. ${label}`, width / 2, height / 2 + width / 36);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Failed to create the blob'))), 'image/jpeg', 0.9),
  );
}

export interface SampleListing {
  data: ShareData;
  /** Previews; made once and kept for the page's lifetime, as the playground never drops them. */
  photoUrls: string[];
}

export async function makeSampleListing(): Promise<SampleListing> {
  const images = await Promise.all(PHOTOS.map(drawPhoto));
  const data: ShareData = {
    title: 'Nike Air Max 90 - $85',
    description:
      'Classic Nike Air Max 90 running shoes in white and blue. Worn twice, no scuffs, original box included. Size 10 US, e.g. fits a 9.5 too. Condition: like-new',
    image: images[0],
    images,
    price: 85,
    condition: 'like-new',
    category: 'Shoes',
    tags: ['nike', 'air max', 'sneakers', 'running shoes'],
    url: `${window.location.origin}/camera`,
  };
  return { data, photoUrls: images.map((image) => URL.createObjectURL(image)) };
}
