import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import { fieldErrorMessage } from '../fieldErrorMessage';

/** A field's reason code (from the form's rules or the server) as a sentence, per field. */
export type FieldErrorText = (t: TFunction, reason: string, field: string) => string;

/**
 * How the fields below say their reasons: the shared sentences by default; a form with reasons
 * of its own (a configuration's `silence_order`, an invite's "e-mail already invited") provides
 * its own around its fields.
 */
export const FieldErrorTextContext = createContext<FieldErrorText>((t, reason) =>
  fieldErrorMessage(t, reason),
);

export const useFieldErrorText = () => useContext(FieldErrorTextContext);
