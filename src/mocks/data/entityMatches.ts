import type { Entity, EntityTag } from '../../lib/api-client/schema';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Built-in types the mock recognises; the others need a real parser. */
const SYSTEM_PATTERNS: Partial<Record<NonNullable<Entity['system']>, RegExp>> = {
  number: /\d+(?:[.,]\d+)?/gu,
  email: /[^\s@]+@[^\s@]+\.[^\s@]+/gu,
  phone_number: /\+?\d[\d ]{6,}\d/gu,
};

/**
 * The entities a sentence mentions: a list value or one of its synonyms as a whole word (any
 * case), a pattern's matches, a few built-in types. Where two overlap, the earlier and then the
 * longer one wins.
 */
export function entityMatches(text: string, entities: Entity[]): EntityTag[] {
  const found: EntityTag[] = [];
  const add = (pattern: RegExp, entity: string) => {
    for (const match of text.matchAll(pattern)) {
      if (match[0]) found.push({ start: match.index, end: match.index + match[0].length, entity });
    }
  };
  for (const entity of entities) {
    if (entity.kind === 'list') {
      for (const word of entity.values.flatMap(({ value, synonyms }) => [value, ...synonyms])) {
        add(new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'giu'), entity.name);
      }
    } else if (entity.kind === 'regex' && entity.pattern) {
      try {
        add(new RegExp(entity.pattern, 'gu'), entity.name);
      } catch {
        // A stored pattern always compiled when it was saved.
      }
    } else if (entity.system && SYSTEM_PATTERNS[entity.system]) {
      add(new RegExp(SYSTEM_PATTERNS[entity.system]!), entity.name);
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  return found.filter((tag, index) =>
    found.slice(0, index).every((kept) => kept.end <= tag.start || kept.start >= tag.end),
  );
}
