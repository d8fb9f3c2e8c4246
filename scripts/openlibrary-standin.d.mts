/** Types for scripts/openlibrary-standin.mjs, so TypeScript tests can import it. */
export const DEMO_BOOKS: Record<string, { title: string; authors: { name: string }[] }>;

export interface OpenLibraryStandIn {
  port: number;
  url: string;
  setCase(kase: 'normal' | 'error' | 'hang' | undefined): void;
  requests: { at: number; query: Record<string, string> }[];
  close(): Promise<void>;
}

export function startOpenLibraryStandIn(options?: { port?: number; host?: string }): Promise<OpenLibraryStandIn>;
