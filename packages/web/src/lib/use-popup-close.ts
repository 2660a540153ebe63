import { useLocation, useNavigate } from 'react-router-dom';
import { popupOpener } from '../config/paths';
import { closePopupWindow } from './popup-window';
import { useCurrentSession } from './session/session-context';

/** Closes the pop-up window; one opened without a window of its own goes back to its opener (or home). */
export function usePopupClose(): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { homePath } = useCurrentSession();
  return () => closePopupWindow(() => void navigate(popupOpener(search) ?? homePath));
}
