import type { ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

const Result = lazy(() => import('antd/es/result'));

/**
 * antd's Result, loaded the first time a page shows one: error, access and not-found screens are
 * rare, so the first page does without its illustrations and styles.
 */
export function StatusResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
