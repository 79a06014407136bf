export function freePorts(count: number): Promise<number[]>;
export function reportingEnv(
  inherited: Record<string, string | undefined>,
  ports: { portal: number; idp: number; mockApi: number; catcher: number },
  dist: string,
): Record<string, string | undefined>;
