export const COMPRESSIBLE: RegExp;
export const MIN_BYTES: number;
