import { TOAST_MS } from '@candor/shared';
import { Toast } from 'antd-mobile';
import './antdReact19';
import { WarningIcon } from './icons';

/** antd-mobile's Toast behind the toast kinds; loaded after the first screen so its animation code is not in it. */
export const toastImpl = {
  success(message: string): void {
    Toast.show({ icon: 'success', content: message, duration: TOAST_MS });
  },
  error(message: string): void {
    Toast.show({ icon: 'fail', content: message, duration: TOAST_MS });
  },
  warning(message: string): void {
    Toast.show({ icon: <WarningIcon className="c-toast-warning" />, content: message, duration: TOAST_MS });
  },
  closable(message: string, closeLabel = '×'): void {
    const handler = Toast.show({
      duration: 0,
      content: (
        <span className="c-toast-closable">
          <span>{message}</span>
          <button type="button" aria-label={closeLabel} onClick={() => handler.close()}>×</button>
        </span>
      ),
    });
  },
};
