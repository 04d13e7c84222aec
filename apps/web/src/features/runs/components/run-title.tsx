import type { ReactNode } from 'react';

/** A run's code, and its name after a dot where it has one other than the code (each isolated for RTL). */
export function RunTitle({ run }: { run: { code: string; name: string } }): ReactNode {
  return (
    <>
      <bdi>{run.code}</bdi>
      {run.name && run.name !== run.code ? (
        <>
          {' · '}
          <bdi>{run.name}</bdi>
        </>
      ) : null}
    </>
  );
}
