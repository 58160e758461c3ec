import { Dialog } from 'antd-mobile';
import './antdReact19';

/** antd-mobile's Dialog, with its React 19 renderer set. */
export { Dialog };
