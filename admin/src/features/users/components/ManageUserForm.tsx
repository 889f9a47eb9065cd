import { useState, type FormEvent } from 'react';
import {
  OWNER_NOT_DELETABLE,
  ROLE_CHOICES,
  ROLE_NAMES,
  ROLES,
  USER_DELETED_MESSAGE,
  USER_UPDATED_MESSAGE,
  type AdminUser,
  type Role,
} from '@pashmina/contracts';
import { Button, errorMessage, SHELL_ROUTES } from '@pashmina/shared-ui';
import { FormField, SelectField } from '@pashmina/shared-ui/forms';
import { useDeleteUserMutation, useUpdateUserRoleMutation } from '../api/usersApi';
import { USER_DELETE_FAILED_MESSAGE, USER_UPDATE_FAILED_MESSAGE } from '../messages';
import { adminToast } from '../../../hooks/adminToast';
import { useConfirmedDelete } from '../../../hooks/useConfirmedDelete';
import styles from '../../../components/ManageScreen.module.css';

/** 'Customer', 'Staff' or 'Admin' (docs/rules.md, Roles). */
const ROLE_OPTIONS = ROLE_CHOICES.map((role) => ({ value: String(role), label: ROLE_NAMES[role] }));

/** One account: name and e-mail to read, its role to set, and Delete behind a prompt. */
export function ManageUserForm({ user }: { user: AdminUser }) {
  const [role, setRole] = useState<Role>(user.role);
  const [updateRole, { isLoading: updating }] = useUpdateUserRoleMutation();
  const [deleteUser, { isLoading: deleting }] = useDeleteUserMutation();
  const { dialog, confirmDelete } = useConfirmedDelete({
    question: {
      title: 'Delete user',
      message: `Delete ${user.name} (${user.email})? This cannot be undone.`,
      confirmLabel: 'Delete',
    },
    remove: () => deleteUser(user._id).unwrap(),
    deleted: USER_DELETED_MESSAGE,
    failure: (error) => errorMessage(error, USER_DELETE_FAILED_MESSAGE),
    then: SHELL_ROUTES.adminUsers,
  });

  const update = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await updateRole({ id: user._id, role }).unwrap();
      adminToast.success(USER_UPDATED_MESSAGE);
    } catch (error) {
      // The owner and the last admin stay admins: the server says why, and the form shows the role they kept.
      setRole(user.role);
      adminToast.error(errorMessage(error, USER_UPDATE_FAILED_MESSAGE));
    }
  };

  const remove = () => {
    // The owner's account is never deleted: no point asking.
    if (user.isOwner) adminToast.error(OWNER_NOT_DELETABLE);
    else void confirmDelete();
  };

  // The dialog stays outside the form: its own submit would bubble through the React tree into this one.
  return (
    <>
      <form className={styles.form} onSubmit={(event) => void update(event)}>
        <FormField id="user-name" label="Name" value={user.name} readOnly />
        <FormField id="user-email" label="Email" type="email" value={user.email} readOnly />
        <SelectField
          id="user-role"
          label="Role"
          options={ROLE_OPTIONS}
          value={String(role)}
          onChange={(event) => {
            const chosen = ROLES.find((value) => value === Number(event.target.value));
            if (chosen !== undefined) setRole(chosen);
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={updating}>
            Update User
          </Button>
          <Button variant="secondary" onClick={remove} disabled={deleting}>
            Delete
          </Button>
        </div>
      </form>
      {dialog}
    </>
  );
}
