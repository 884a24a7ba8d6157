// The styles every page needs before any component's own: design tokens, document defaults and
// the shared control class. An app imports this once, for its effect (the storefront in
// app-providers); the barrel imports it as well, so tests and other consumers get it with any
// component.
import './tokens.css';
import './base.css';
import './control.css';
