import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { resolveSettings, type RuntimeSettings } from '../config/settings';
import { PortalRootContext } from '../shared/ui/portal-root';
import { applyTheme } from '../shared/ui/theme';
import { SettingsContext } from './settings-context';
import '../shared/ui/tokens.css';

export interface RegistryProviderProps extends Partial<RuntimeSettings> {
  children?: ReactNode;
  /** Extra class on the root element, e.g. `registry-gadget` for the embed layout. */
  className?: string;
}

/**
 * Root of every way of use (library, standalone, embed): holds the runtime settings and
 * applies the theme as --registry-* custom properties on its own root element.
 */
export function RegistryProvider({ children, className, ...settings }: RegistryProviderProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [portalRoot, setPortalRoot] = useState<HTMLElement | null>(null);
  const resolved = useMemo(
    () => resolveSettings(settings),
    // Settings are plain data: compare by value so a parent's re-render does not rebuild the client.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(settings)],
  );
  useLayoutEffect(() => {
    if (rootRef.current) applyTheme(rootRef.current, resolved.theme);
  }, [resolved.theme]);
  useLayoutEffect(() => setPortalRoot(rootRef.current), []);
  return (
    <SettingsContext.Provider value={resolved}>
      <PortalRootContext.Provider value={portalRoot}>
        <div ref={rootRef} className={['registry-root', className].filter(Boolean).join(' ')}>
          {children}
        </div>
      </PortalRootContext.Provider>
    </SettingsContext.Provider>
  );
}
