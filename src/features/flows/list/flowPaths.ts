/** The flows area's addresses. */
export const FLOWS_PATH = '/flows';
/** A flow's editor. */
export const toFlow = (id: string) => `${FLOWS_PATH}/${encodeURIComponent(id)}`;
