import Typography from '@mui/material/Typography';

export interface TitledNameListProps {
  /** What the names are ("2 tests fail with both versions:"); nothing is drawn without names. */
  title: string;
  items: readonly { id: string; name: string }[];
}

/** A short line saying what follows, then the names as a list: e.g. the tests a guard found. */
export function TitledNameList({ title, items }: TitledNameListProps) {
  if (items.length === 0) return null;
  return (
    <div>
      <Typography variant="body2">{title}</Typography>
      <Typography component="ul" variant="body2" sx={{ my: 0, pl: 3 }}>
        {items.map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </Typography>
    </div>
  );
}
