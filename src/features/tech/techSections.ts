import { sectionAt } from '../../layout/sectionAt';

/** The Technical area's sections, each at its own address below /tech. */
export const TECH_SECTIONS = [
  { id: 'health', path: '/tech', labelKey: 'tech.sections.health' },
  { id: 'logs', path: '/tech/logs', labelKey: 'tech.sections.logs' },
  { id: 'webhooks', path: '/tech/webhooks', labelKey: 'tech.sections.webhooks' },
  { id: 'api-keys', path: '/tech/api-keys', labelKey: 'tech.sections.apiKeys' },
  { id: 'build', path: '/tech/build', labelKey: 'tech.sections.build' },
] as const;

export type TechSectionId = (typeof TECH_SECTIONS)[number]['id'];

/** The section an address names: none is Health; an unknown one is undefined (not found). */
export const sectionOf = (param: string | undefined) => sectionAt(TECH_SECTIONS, param);
