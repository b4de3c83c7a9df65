export { AgreementsPage } from './components/agreements-page';
export { LoginPage } from './components/login-page';
export { LogoutPage } from './components/logout-page';
export { ResetPasswordPage } from './components/reset-password-page';
export { InvitationPage } from './components/invitation-page';
export { FirstPasswordPage } from './components/first-password-page';
