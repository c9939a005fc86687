import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// A throwaway certificate for 127.0.0.1 and localhost, made by the openssl command (Node cannot
// sign one itself): for tests and measurements that need the server's HTTPS / HTTP/2 (tls.ts).

export interface SelfSignedCertificate {
  certPath: string;
  keyPath: string;
  /** The PEM text, for a client to trust (`ca`). */
  cert: string;
  /** Base64 SHA-256 of the public key, for Chromium's --ignore-certificate-errors-spki-list. */
  spkiHash: string;
}

/**
 * The certificate's key: an EC P-256 key by default (what a browser is given), or RSA, the only key
 * with which a server could agree on a suite without forward secrecy (RSA key exchange), so a test
 * of the suites a server refuses needs one.
 */
export type CertificateKey = 'ec' | 'rsa';

const KEY_ARGUMENTS: Record<CertificateKey, string[]> = {
  ec: ['ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
  rsa: ['rsa:2048'],
};

/** Writes cert.pem and key.pem into `dir`; undefined when there is no openssl command. */
export function selfSignedCertificate(dir: string, key: CertificateKey = 'ec'): SelfSignedCertificate | undefined {
  const certPath = join(dir, 'cert.pem');
  const keyPath = join(dir, 'key.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        ...KEY_ARGUMENTS[key],
        '-nodes',
        '-keyout',
        keyPath,
        '-out',
        certPath,
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
  } catch {
    return undefined;
  }
  const cert = readFileSync(certPath, 'utf8');
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return { certPath, keyPath, cert, spkiHash: createHash('sha256').update(spki).digest('base64') };
}
