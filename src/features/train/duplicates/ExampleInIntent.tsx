import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { ConflictingExample, Language } from '../../../lib/api-client/schema';
import { toIntent } from '../routes';

/** An example in its language, and the intent it belongs to: “Where is my order?” (order.status). */
export function ExampleInIntent({
  example,
  language,
}: {
  example: ConflictingExample;
  language: Language;
}) {
  return (
    <>
      <span lang={language}>“{example.text}”</span> (
      <Link component={RouterLink} to={toIntent(example.intentId)}>
        {example.intentName}
      </Link>
      )
    </>
  );
}
