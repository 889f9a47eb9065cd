// The async boundary Module Federation needs: shared modules are negotiated before bootstrap runs.
import('./bootstrap');
