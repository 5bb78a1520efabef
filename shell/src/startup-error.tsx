import { AreaError } from '@portal/shared';

export function StartupError({ error }: { error: unknown }) {
  return (
    <main style={{ padding: 24 }}>
      <AreaError
        title="The portal could not start"
        error={error}
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}
