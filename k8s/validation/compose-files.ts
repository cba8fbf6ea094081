// Small readers for the files docker-compose.yml depends on: the Dockerfile's stages, the variables compose
// interpolates, the variables .env.example documents and the ones the apps' env schemas read.

/** Stage names of a Dockerfile, in order (`FROM image AS name`). */
export function dockerfileStages(dockerfile: string): string[] {
  return [...dockerfile.matchAll(/^FROM\s+\S+\s+AS\s+(\S+)\s*$/gim)].map((m) => m[1]);
}

/** Variables compose substitutes from .env or the shell: ${NAME}, ${NAME:-default}, ${NAME:?error}. `$$` is a literal $. */
export function interpolatedVariables(text: string): Set<string> {
  const unescaped = text.replace(/\$\$/g, '');
  return new Set([...unescaped.matchAll(/\$\{([A-Z_][A-Z0-9_]*)(?:[:?-][^}]*)?\}/g)].map((m) => m[1]));
}

/**
 * Each variable of .env.example, set (`NAME=`) or shown commented out (`# NAME=`), with the comment above it;
 * variables on consecutive lines share one comment (MAILPIT_UI_PORT and MINIO_CONSOLE_PORT).
 */
export function envExampleVariables(text: string): Map<string, string> {
  const variables = new Map<string, string>();
  let comment: string[] = [];
  let shared = '';
  for (const line of text.split('\n')) {
    const variable = line.match(/^#?\s?([A-Z][A-Z0-9_]*)=/);
    if (variable) {
      shared = comment.join(' ') || shared;
      variables.set(variable[1], shared);
      comment = [];
    } else if (line.startsWith('#') && !line.startsWith('# ---')) {
      comment.push(line.replace(/^#\s*/, ''));
      shared = '';
    } else {
      comment = [];
      shared = '';
    }
  }
  return variables;
}

/** Keys of the zod env schemas (`  NAME: z.…` or `  NAME: optional(…)`) in the given sources. */
export function schemaVariables(sources: string[]): Set<string> {
  return new Set(sources.flatMap((source) => [...source.matchAll(/^\s+([A-Z][A-Z0-9_]*):\s+(?:z\.|optional\()/gm)].map((m) => m[1])));
}
