export { AgreementsPage } from './components/agreements-page';
export { LoginPage } from './components/login-page';
export { LogoutPage } from './components/logout-page';
export { ResetPasswordPage } from './components/reset-password-page';
