/**
 * A real TLS-terminating reverse proxy in front of a test server: nginx from the system's packages
 * (`apt-get install nginx`), with a throw-away self-signed certificate, its own configuration and
 * temporary files in a temporary directory, on a free port of 127.0.0.1. The server block is the one the
 * README gives for production, with the test's ports.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { exitCode, freePort, tempDataDir } from "./server-process";

export interface ReverseProxy {
  /** The public origin, e.g. https://site.test:43125 */
  origin: string;
  port: number;
  stop: () => Promise<void>;
}

const nginxPath = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** The upstream and location blocks of the README's deployment section: what the site needs from its proxy. */
function proxyTo(upstreamPort: number): { upstream: string; location: string } {
  return {
    upstream: `
  upstream site {
    server 127.0.0.1:${upstreamPort};
    keepalive 16;
  }`,
    location: `
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      client_max_body_size 6m;
    }`,
  };
}

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => socket.end(() => resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/** Starts nginx on a free port (or `port`), proxying https://`serverName`:port to the server on `upstreamPort`. */
export async function startReverseProxy({
  serverName,
  upstreamPort,
  port,
}: {
  serverName: string;
  upstreamPort: number;
  port?: number;
}): Promise<ReverseProxy> {
  if (!fs.existsSync(nginxPath)) throw new Error(`no nginx at ${nginxPath}: apt-get install nginx, or set NGINX_PATH`);
  const listenPort = port ?? (await freePort());
  const proxy = proxyTo(upstreamPort);
  const dir = tempDataDir("reverse-proxy-");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
      ...["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")],
      ...["-subj", `/CN=${serverName}`, "-addext", `subjectAltName=DNS:${serverName}`],
    ],
    { stdio: "ignore" },
  );
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${proxy.upstream}
  server {
    listen 127.0.0.1:${listenPort} ssl;
    server_name ${serverName};
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
${proxy.location}
  }
}
`,
  );
  // -e: the error log before the configuration is read, which would otherwise be the system's.
  const child = spawn(nginxPath, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const log = () =>
    `${output}${fs.existsSync(path.join(dir, "error.log")) ? fs.readFileSync(path.join(dir, "error.log"), "utf8") : ""}`;
  const deadline = Date.now() + 20_000;
  while (!(await listening(listenPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not start:\n${log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin: `https://${serverName}:${listenPort}`,
    port: listenPort,
    stop: async () => {
      // SIGQUIT: nginx's graceful stop, which also ends its worker.
      child.kill("SIGQUIT");
      await exitCode(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
