/**
 * Ports of the hot-reload stack the dev e2e project starts (playwright.dev.config.ts): its own,
 * so it never reuses a production stack left running on the default ports. DEV_E2E_PORT_BASE moves
 * them all. Exported as the stack's env variables, which scripts/stack-config.cjs and the support
 * helpers (support/stack.ts) read in the runner and its workers alike.
 */
export function devStackEnv(base = Number(process.env.DEV_E2E_PORT_BASE ?? 4300)): Record<string, string> {
  const at = (offset: number) => String(base + offset);
  return {
    HOST_PORT: at(0),
    REMOTE_CAPTURE_PORT: at(1),
    REMOTE_SHARE_PORT: at(2),
    REMOTE_ACCOUNT_PORT: at(3),
    OPENAI_STANDIN_PORT: at(10),
    AUTH_EMULATOR_PORT: at(40),
    FUNCTIONS_EMULATOR_PORT: at(41),
    FIRESTORE_EMULATOR_PORT: at(42),
    EMULATOR_HUB_PORT: at(43),
    EMULATOR_LOGGING_PORT: at(44),
    EMULATOR_EVENTARC_PORT: at(45),
    EMULATOR_TASKS_PORT: at(46),
  };
}
