/**
 * The screens for what went wrong. Each of them (through react-admin's <Title>) carries the page-title editor and
 * with it MUI's text field and select, so they load only when shown (ui/AdminShell.tsx, ui/AdminLayout.tsx).
 */
export { AccessDenied, AuthenticationError, Error, NotFound } from 'react-admin';
