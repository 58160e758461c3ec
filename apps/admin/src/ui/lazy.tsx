import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Loading } from 'react-admin';

/**
 * A screen loaded when it is first opened: each feature's screens are their own chunk, so the back office's first
 * load carries only the shell (layout, menu) and the data provider. `load` is the module's dynamic import, `name`
 * the component it exports; the result takes the same props (react-admin's are passed on).
 */
export function lazyView<M extends Record<K, ComponentType<never>>, K extends keyof M & string>(load: () => Promise<M>, name: K): M[K] {
  const Lazy = lazy(async () => ({ default: (await load())[name] as unknown as ComponentType<object> }));
  function LazyView(props: object): ReactNode {
    return <Suspense fallback={<Loading />}><Lazy {...props} /></Suspense>;
  }
  LazyView.displayName = `Lazy(${name})`;
  return LazyView as unknown as M[K];
}
