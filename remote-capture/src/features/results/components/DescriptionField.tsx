/** The description with an edit pencil; editing shows a multi-line field with Save and Cancel. */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EditIcon } from '../../../components/icons';
import { useFocusOnMount } from '../hooks/useFocusOnMount';
import { useReturnFocus } from '../hooks/useReturnFocus';

export interface DescriptionFieldProps {
  value: string;
  editing: boolean;
  onEdit(): void;
  onSave(value: string): void;
  onCancel(): void;
}

export function DescriptionField({ value, editing, onEdit, onSave, onCancel }: DescriptionFieldProps) {
  const editButton = useReturnFocus<HTMLButtonElement>(editing);
  return (
    <Box component="section" aria-labelledby="description-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h3" variant="subtitle1" id="description-heading" sx={{ fontWeight: 700 }}>
          Description
        </Typography>
        {!editing && (
          <IconButton ref={editButton} aria-label="Edit description" onClick={onEdit}>
            <EditIcon />
          </IconButton>
        )}
      </Stack>
      {editing ? (
        <DescriptionEditor initial={value} onSave={onSave} onCancel={onCancel} />
      ) : (
        <Typography sx={{ whiteSpace: 'pre-line' }}>{value}</Typography>
      )}
    </Box>
  );
}

function DescriptionEditor({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave(value: string): void;
  onCancel(): void;
}) {
  const [draft, setDraft] = useState(initial);
  const field = useFocusOnMount<HTMLInputElement | HTMLTextAreaElement>();
  return (
    <Stack sx={{ gap: 1 }}>
      <TextField
        inputRef={field}
        label="Description"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        multiline
        minRows={4}
        fullWidth
      />
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => onSave(draft)}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}
