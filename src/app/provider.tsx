import { AUTH_DIALOGS } from '../features/auth/dialogs/auth-dialog-registry';
import { RegistryProviderBase, type RegistryProviderBaseProps } from './provider-base';

export type RegistryProviderProps = RegistryProviderBaseProps;

/**
 * The provider of the library and the standalone site: the base with the features' dialogs that
 * open from anywhere (profile type, SMS consent). The single-file embed mounts the base alone, so
 * those forms and the phone library stay out of gadgets that never sign anyone in.
 */
export function RegistryProvider(props: RegistryProviderProps) {
  return <RegistryProviderBase dialogs={AUTH_DIALOGS} {...props} />;
}
