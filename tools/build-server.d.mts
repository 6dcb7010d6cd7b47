export const SERVER_OUT: string;
export function buildServer(outDir?: string): Promise<number>;
