/**
 * The seller's price typed in dollars, beside the slider: any amount from $1, to the cent. A whole
 * amount moves the price at once; an amount on its way ('8' towards '80', '52.' towards '52.55')
 * stays as typed.
 */
import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

export const MIN_PRICE = 1;

export interface PriceFieldProps {
  price: number;
  onChoose(price: number): void;
}

/** The amount in a typed text, to the cent, or null when it is not a price the seller can ask. */
export function typedPrice(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < MIN_PRICE) return null;
  return Math.round(value * 100) / 100;
}

export function PriceField({ price, onChoose }: PriceFieldProps) {
  const [text, setText] = useState(String(price));
  // A price chosen elsewhere (a preset, the slider) replaces what is typed; adjusted during render,
  // as React advises.
  const [shown, setShown] = useState(price);
  if (shown !== price) {
    setShown(price);
    if (typedPrice(text) !== price) setText(String(price));
  }
  const invalid = typedPrice(text) === null;
  return (
    <TextField
      label="Type a price"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const next = typedPrice(event.target.value);
        if (next !== null) {
          setShown(next);
          onChoose(next);
        }
      }}
      error={invalid}
      helperText={invalid ? 'Enter $1 or more.' : undefined}
      size="small"
      slotProps={{
        htmlInput: { inputMode: 'decimal', type: 'number', min: MIN_PRICE, step: 0.01 },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}
