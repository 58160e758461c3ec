import formCard from '../../../ui/formCard.module.css';
import own from './loans.module.css';

/** The loans pages' classes: the shared form card (ui/formCard.module.css) and their own (loans.module.css). */
export const styles: CSSModuleClasses = { ...formCard, ...own };
