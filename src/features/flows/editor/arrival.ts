import { CHANNEL_VALUES, type Channel, type Language } from '../../../lib/api-client/schema';
import { isLanguage } from '../../../lib/api-client/isLanguage';
import { isOneOf } from '../../../lib/api-client/isOneOf';
import { FLOW_EDITOR_PARAMS as PARAMS } from '../routes';

const isChannel = isOneOf(CHANNEL_VALUES);
/** The contract's limits on slot values a session starts with. */
const MAX_SLOTS = 20;
const MAX_SLOT_LENGTH = 200;

/** A replay of a real conversation's turn: the simulator starts at its step with its slots. */
export interface ReplayArrival {
  startNodeId: string;
  slots: Record<string, string>;
  language: Language;
  channel: Channel;
  /** The published version that ran then; absent: the current draft. */
  versionNumber?: number;
}

/**
 * What the editor's address asks for when it opens (see the link builders in routes.tsx); the
 * coverage shown is read from the address as it changes (useCoverage).
 */
export interface EditorArrival {
  /** The step to select and open at. */
  step?: string;
  replay?: ReplayArrival;
  /** A replay link that could not be read (edited or cut off): said, and the editor opens plainly. */
  damaged: boolean;
}

function slotsOf(raw: string | null): Record<string, string> | undefined {
  if (raw === null) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const entries = Object.entries(value as Record<string, unknown>);
    const valid =
      entries.length <= MAX_SLOTS &&
      entries.every(([, text]) => typeof text === 'string' && text.length <= MAX_SLOT_LENGTH);
    return valid ? Object.fromEntries(entries as [string, string][]) : undefined;
  } catch {
    return undefined;
  }
}

function replayOf(params: URLSearchParams): ReplayArrival | 'damaged' | undefined {
  const startNodeId = params.get(PARAMS.replay);
  if (startNodeId === null) return undefined;
  const slots = slotsOf(params.get(PARAMS.slots));
  const language = params.get(PARAMS.language);
  const channel = params.get(PARAMS.channel);
  const version = params.get(PARAMS.version);
  const versionNumber = version === null ? undefined : Number(version);
  if (
    !startNodeId ||
    !slots ||
    !isLanguage(language) ||
    !isChannel(channel) ||
    (versionNumber !== undefined && !(Number.isInteger(versionNumber) && versionNumber >= 1))
  ) {
    return 'damaged';
  }
  return {
    startNodeId,
    slots,
    language,
    channel,
    ...(versionNumber === undefined ? {} : { versionNumber }),
  };
}

/** Reads the editor's address; anything it cannot use is left out (a damaged replay is flagged). */
export function readArrival(params: URLSearchParams): EditorArrival {
  const replay = replayOf(params);
  const step = params.get(PARAMS.step) || undefined;
  return {
    ...(step ? { step } : {}),
    ...(replay && replay !== 'damaged' ? { replay } : {}),
    damaged: replay === 'damaged',
  };
}
