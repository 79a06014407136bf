/**
 * The section an address names (`/area/:section`): none is the first section, which lives at the
 * area's own address; an unknown one (or the first's id spelt out) is undefined, i.e. not found.
 */
export function sectionAt<Id extends string>(
  sections: readonly { id: Id }[],
  param: string | undefined,
): Id | undefined {
  const [first, ...rest] = sections;
  if (param === undefined) return first?.id;
  return rest.find((section) => section.id === param)?.id;
}
