// Administration: master lists, users, roles and menus, client setup.
export { ClientSetupPage } from '../../../features/administration/components/client-setup-page';
export { MasterListsPage } from '../../../features/administration/components/master-lists-page';
export { RolesPage } from '../../../features/administration/components/roles-page';
export { UsersPage } from '../../../features/administration/components/users-page';
export { ArtifactsPage } from '../../../features/administration/components/artifacts-page';
export { EmployeeAssignmentsPage } from '../../../features/administration/components/employee-assignments-page';
export { QuestionsPage } from '../../../features/administration/components/questions-page';
export { SsoGroupsPage } from '../../../features/administration/components/sso-groups-page';
export { EmailSettingsPage } from '../../../features/administration/components/email-settings-page';
export { SubscriptionsPage } from '../../../features/administration/components/subscriptions-page';
