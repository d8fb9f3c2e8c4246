/** Shown instead of the app when the deploy-time configuration is unusable; lists what is missing. */
export function ConfigErrorScreen({ message, missing }: { message: string; missing: string[] }) {
  return (
    <main role="alert" style={{ padding: 24, maxWidth: 560, margin: '0 auto' }}>
      <h1>Snap. Price. Sell. is not configured</h1>
      <p>{message}</p>
      {missing.length > 0 && (
        <ul>
          {missing.map((key) => (
            <li key={key}>
              <code>{key}</code>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
