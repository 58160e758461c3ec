import { styled } from '@mui/material/styles';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { AppBar, Inspector, Loading, Menu, Sidebar, SkipNavigationButton, type LayoutProps } from 'react-admin';
import { lazyView } from './lazy';

/** react-admin's error screen, loaded when a screen fails (see errorPages.ts). */
export const ErrorPage = lazyView(() => import('./errorPages'), 'Error');

type BoundaryState = { error: Error | null; info: ErrorInfo | undefined };

/** Catches a failing screen and shows the error screen with a way back (its reset), as react-admin's layout does. */
class ScreenBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, info: undefined };
  static getDerivedStateFromError(error: Error): Partial<BoundaryState> { return { error }; }
  override componentDidCatch(_error: Error, info: ErrorInfo): void { this.setState({ info }); }
  override render(): ReactNode {
    const { error, info } = this.state;
    if (!error) return this.props.children;
    return <ErrorPage error={error} errorInfo={info} resetErrorBoundary={() => this.setState({ error: null, info: undefined })} />;
  }
}

const PREFIX = 'RaLayout';
const classes = { appFrame: `${PREFIX}-appFrame`, contentWithSidebar: `${PREFIX}-contentWithSidebar`, content: `${PREFIX}-content` };

// react-admin's layout styles (ra-ui-materialui Layout), unchanged.
const Root = styled('div', { name: PREFIX })(({ theme }) => ({
  display: 'flex', flexDirection: 'column', zIndex: 1, minHeight: '100vh', position: 'relative', minWidth: 'fit-content', width: '100%',
  backgroundColor: theme.palette.background.default,
  [`& .${classes.appFrame}`]: {
    display: 'flex', flexDirection: 'column', flexGrow: 1, marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${classes.contentWithSidebar}`]: {
    display: 'flex', flexGrow: 1,
    transition: theme.transitions.create('margin', { easing: theme.transitions.easing.easeOut, duration: theme.transitions.duration.enteringScreen }),
  },
  [`& .${classes.content}`]: {
    backgroundColor: theme.palette.background.default, zIndex: 2, display: 'flex', flexDirection: 'column', flexGrow: 1, flexBasis: 0,
    padding: 0, [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));

/**
 * react-admin's <Layout> (app bar, sidebar menu, content), with its error screen loaded when needed: the stock
 * layout imports that screen, and with it MUI's form fields, into the first load.
 */
export function AdminLayout({ children }: LayoutProps): ReactNode {
  return (
    <Root className="layout">
      <SkipNavigationButton />
      <div className={classes.appFrame}>
        <AppBar />
        <main className={classes.contentWithSidebar}>
          <Sidebar><Menu /></Sidebar>
          <div id="main-content" className={classes.content}>
            <ScreenBoundary><Suspense fallback={<Loading />}>{children}</Suspense></ScreenBoundary>
          </div>
        </main>
        <Inspector />
      </div>
    </Root>
  );
}
