/** The signed-in user's rights for showing only the buttons, columns and fields they may use. */
import { useSelector } from '@umijs/max';
import { useMemo } from 'react';
import type { AdminState } from '@/models/admin';
import { fieldAccessOf, hasCode, type FieldAccess } from '@/utils/accessCodes';

export interface AdminAccess {
  loaded: boolean;
  can(code: string): boolean;
  fieldMode(moduleNo: string, field: string): FieldAccess;
}

export default function useAdminAccess(): AdminAccess {
  const { access, accessLoaded } = useSelector((state: { admin: AdminState }) => state.admin);
  return useMemo(
    () => ({
      loaded: accessLoaded,
      can: (code: string) => hasCode(access.codes, code),
      fieldMode: (moduleNo: string, field: string) => fieldAccessOf(access, moduleNo, field),
    }),
    [access, accessLoaded],
  );
}
