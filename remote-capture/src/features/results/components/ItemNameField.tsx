/** The item name as a heading with an edit pencil; editing shows a field with confirm and cancel. */
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CheckIcon, CloseIcon, EditIcon } from '../../../components/icons';
import { useFocusOnMount } from '../hooks/useFocusOnMount';
import { useReturnFocus } from '../hooks/useReturnFocus';

export interface ItemNameFieldProps {
  value: string;
  editing: boolean;
  onEdit(): void;
  onSave(value: string): void;
  onCancel(): void;
}

export function ItemNameField({ value, editing, onEdit, onSave, onCancel }: ItemNameFieldProps) {
  const editButton = useReturnFocus<HTMLButtonElement>(editing);
  if (editing) return <NameEditor initial={value} onSave={onSave} onCancel={onCancel} />;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <Typography
        component="h2"
        variant="h5"
        sx={{ fontWeight: 700, flex: 1, overflowWrap: 'anywhere', outline: 'none' }}
        tabIndex={-1}
        id="result-heading"
      >
        {value}
      </Typography>
      <IconButton ref={editButton} aria-label="Edit item name" onClick={onEdit}>
        <EditIcon />
      </IconButton>
    </Stack>
  );
}

function NameEditor({ initial, onSave, onCancel }: { initial: string; onSave(value: string): void; onCancel(): void }) {
  const [draft, setDraft] = useState(initial);
  const field = useFocusOnMount<HTMLInputElement | HTMLTextAreaElement>();
  const save = () => onSave(draft.trim() || initial);
  return (
    // The top margin holds the field's floating label clear of what sits above it (the Demo AI chip).
    <Stack
      component="form"
      direction="row"
      sx={{ alignItems: 'center', gap: 0.5, mt: 1.5 }}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <TextField
        inputRef={field}
        label="Item name"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}

        fullWidth
        size="small"
      />
      <IconButton type="submit" aria-label="Save item name" color="primary">
        <CheckIcon />
      </IconButton>
      <IconButton aria-label="Cancel editing item name" onClick={onCancel}>
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}
