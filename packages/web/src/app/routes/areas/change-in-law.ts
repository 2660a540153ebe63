// The change-in-law review window.
export { ChangeInLawPopup } from '../../../features/change-in-law/components/change-in-law-popup';
