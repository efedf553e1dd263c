// The server is compiled apart from the app, so it repeats the future flag that react-router typegen declares there.
import 'react-router';

declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
