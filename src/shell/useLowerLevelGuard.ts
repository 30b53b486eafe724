import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { getCurrentUser } from '../../providers/session';
import { getManagedProcuringEntity } from '../../providers/managedProcuringEntity';

/** A user of a lower-level procuring entity is sent to /is-lower-level, unless they chose a PE there. */
export function useLowerLevelGuard(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const user = getCurrentUser();
    if (user?.procuringEntity?.isLowerLevel && !getManagedProcuringEntity()) {
      navigate('/is-lower-level', { replace: true });
    }
  }, [navigate]);
}
