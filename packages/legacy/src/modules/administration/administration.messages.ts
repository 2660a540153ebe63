/** The administration endpoints' texts (the same words as the rules package's ADMIN_MESSAGES). */
export const ADMIN_MESSAGES = {
  adminOnly: 'Administration is for administrators only.',
  providerOnly: 'Only the provider administrator may do this.',
  readOnly: 'Read-only administrators cannot change anything.',
  otherClient: 'This user belongs to another client.',
  /** Another client's record named by id: it does not exist for this caller. */
  recordNotFound: 'The record was not found.',
  /** A provider role (or the provider flag) given by anyone but the provider administrator. */
  providerRoleGrant: 'Only provider administrators can give provider roles.',
  clientAdminOnly: "Only the provider administrator or the client's administrator may change this.",
  duplicate: 'This record already exists.',
  unknownModule: (module: string) =>
    `Unknown master list '${module}': use Type, Regulator, Category, Business, Industry, Process or Country.`,
  nameRequired: (module: string) => `Please enter the ${module} name.`,
  nameDuplicate: (module: string) => `This ${module} already exists. Please enter another name.`,
  nameTooLong: (max: number) => `The name may have at most ${max} characters.`,
  parentRequired: (parent: string) => `Please select the ${parent}.`,
  inUse: (module: string, name: string, usedBy: string) =>
    `${module} '${name}' cannot be deleted because ${usedBy} still use it.`,
  notFound: (module: string) => `The ${module} was not found; it may have been deleted meanwhile.`,
  saved: (module: string) => `${module} saved successfully.`,
  deleted: (module: string) => `${module} deleted successfully.`,
  roleNameRequired: 'Please enter the role name.',
  roleNameDuplicate: 'This role already exists. Please enter another name.',
  builtInRole: 'The built-in administrator roles cannot be changed or deleted.',
  roleInUse: (users: number) =>
    `This role cannot be deleted because ${users} ${users === 1 ? 'user has' : 'users have'} it.`,
  roleMenuSaved: 'Role menu saved successfully.',
  unknownMenu: 'A menu entry of the list does not exist.',
  unknownRole: 'A role of the list does not exist.',
  emailRequired: 'Please enter a valid email address.',
  emailDuplicate: 'A user with this email address already exists.',
  firstNameRequired: 'Please enter the first name.',
  lastNameRequired: 'Please enter the last name.',
  rolesRequired: 'Please select at least one role.',
  ownAccount: 'You cannot delete your own account.',
  userNotFound: 'The user was not found.',
  userSaved: 'User updated successfully.',
  userDeleted: 'User deleted successfully.',
  employeeRegistered: 'Employee registered successfully.',
  userSynced: 'The user was synchronised with the directory.',
  passwordReset: 'The password was reset.',
  providerAccount: 'The password of provider staff is reset with the provider-admin reset.',
} as const;

export const NAME_MAX = 200;
