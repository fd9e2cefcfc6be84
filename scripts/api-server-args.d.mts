/** The arguments of `node` that start api-server/dist/server.js from the repository `root`. */
export function apiServerArgs(root: string): string[];
