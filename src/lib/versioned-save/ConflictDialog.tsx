import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Side } from './threeWayMerge';
import type { ConflictState } from './useVersionedSave';

export interface ConflictDialogProps<T, K extends keyof T> {
  conflict: ConflictState<T, K> | undefined;
  /** The field's label as the form shows it. */
  fieldLabel: (field: K) => string;
  /** A field's value as the person reads it (e.g. a translated role). */
  formatValue: (field: K, value: T[K]) => string;
  /** Save the merge: theirs where the person kept theirs, mine where they chose mine. */
  onResolve: (choices: Partial<Record<K, Side>>) => void;
  /** Drop my edits and show the server's copy. */
  onTakeTheirs: (theirs: T) => void;
  /** Close; the form keeps my edits. */
  onKeepEditing: () => void;
}

/** "Their value / my value" for every field both sides changed, and the ways out. */
export function ConflictDialog<T, K extends keyof T>({
  conflict,
  fieldLabel,
  formatValue,
  onResolve,
  onTakeTheirs,
  onKeepEditing,
}: ConflictDialogProps<T, K>) {
  const { t } = useTranslation();
  const titleId = useId();
  const [choices, setChoices] = useState<Partial<Record<K, Side>>>({});
  const close = () => {
    setChoices({});
    onKeepEditing();
  };
  const choose = (next: Partial<Record<K, Side>>) => {
    setChoices({});
    onResolve(next);
  };

  return (
    <Dialog open={conflict !== undefined} onClose={close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('conflict.title')}</DialogTitle>
      {conflict?.kind === 'unreadable' && (
        <>
          <DialogContent>
            <DialogContentText>{t('conflict.unreadable')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close}>
              {t('conflict.keepEditing')}
            </Button>
          </DialogActions>
        </>
      )}
      {conflict?.kind === 'fields' && (
        <>
          <DialogContent>
            <DialogContentText>{t('conflict.explain')}</DialogContentText>
            <Stack spacing={2} sx={{ mt: 2 }}>
              {conflict.fields.map((field) => (
                <FormControl key={String(field)}>
                  <FormLabel>{fieldLabel(field)}</FormLabel>
                  <RadioGroup
                    value={choices[field] ?? 'theirs'}
                    onChange={(event) =>
                      setChoices({ ...choices, [field]: event.target.value as Side })
                    }
                  >
                    <FormControlLabel
                      value="theirs"
                      control={<Radio />}
                      label={t('conflict.theirValue', {
                        value: formatValue(field, conflict.theirs[field]),
                      })}
                    />
                    <FormControlLabel
                      value="mine"
                      control={<Radio />}
                      label={t('conflict.myValue', {
                        value: formatValue(field, conflict.mine[field]),
                      })}
                    />
                  </RadioGroup>
                </FormControl>
              ))}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={close}>{t('conflict.keepEditing')}</Button>
            <Button
              onClick={() => {
                setChoices({});
                onTakeTheirs(conflict.theirs);
              }}
            >
              {t('conflict.takeTheirs')}
            </Button>
            <Button
              onClick={() =>
                choose(
                  Object.fromEntries(conflict.fields.map((field) => [field, 'mine'])) as Partial<
                    Record<K, Side>
                  >,
                )
              }
            >
              {t('conflict.keepMine')}
            </Button>
            <Button variant="contained" onClick={() => choose(choices)}>
              {t('conflict.saveMerged')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
