import { RemoteSlot } from '../../remote-loading/remote-slot.tsx';
import { SignInFormFallback } from '../../fallbacks/sign-in-form-fallback.tsx';
import { useShell, type PageProps } from '../../routing/page-props.ts';
import { PageStyles } from '../page-parts.tsx';

/** `/m/signin` asks for login and `/m/signup` for register unless the query names the operation. */
export function signInPageOperation(pathname: string, search: string): 'login' | 'register' {
  const asked = new URLSearchParams(search).get('operation');
  if (asked === 'login' || asked === 'register') return asked;
  return pathname.toLowerCase().startsWith('/m/signup') ? 'register' : 'login';
}

/**
 * `/m/signin` and `/m/signup`: a slot the auth remote fills with its flow in
 * embedded mode, which reads operation, redirect and entry point from the address. The host
 * fetches nothing for it. Without the remote, a plain form on the host's client still signs in.
 */
export default function SignInPage({ location }: PageProps) {
  const { services, config } = useShell();
  // The host drops these parameters from the address at start-up (off the allow-list); the page the
  // reader landed on still has them in its initial query.
  const initial = services.navigation.initialSearch;
  const search = location.search || (/[?&](operation|redirect)=/.test(initial) ? initial : '');
  const redirect = new URLSearchParams(search).get('redirect') || `${config.hosts.app}/`;
  return (
    <div className="ink-pages">
      <PageStyles />
      <RemoteSlot
        slot="sign-in-page"
        className="ink-sign-in-page"
        remote="auth"
        parcel="embedded-sign-in"
        loader={services.loader}
        props={services.mountProps}
        fallback={<SignInFormFallback operation={signInPageOperation(location.pathname, search)} redirect={redirect} />}
      />
    </div>
  );
}
