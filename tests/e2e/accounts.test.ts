/**
 * Accounts in a real Chromium against the built server: sign-up and the emailed link, sign-in and its
 * failures, every demo account's landing page, guards, the profile (names, avatar limits, sessions),
 * password reset, code sign-in and two-factor.
 */
import crypto from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { waitForMail, mailsTo } from "../support/mailbox";
import {
  baseUrl,
  clickAndWaitForNavigation,
  dataDir,
  DESKTOP,
  menuButton,
  open,
  PHONE,
  shows,
  signIn,
  useBrowser,
} from "./browser";

const { newPage } = useBrowser();
const mailDir = () => path.join(dataDir(), "mail");
const unique = (name: string) => `${name}-${Date.now()}-${crypto.randomBytes(3).toString("hex")}@example.org`;
const pathname = (page: Page) => new URL(page.url()).pathname;

function linkIn(text: string, fragment: string): string {
  const link = [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]).find((url) => url.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in:\n${text}`);
  // The server's BASE_URL is the e2e server's own address.
  return link;
}

/** Signs up through the form and opens the emailed link: a confirmed client, signed in on this page. */
async function newClient(page: Page, { firstName = "Awa", lastName = "Traoré", password = "secret-pass" } = {}) {
  const email = unique("client");
  await open(page, "/auth?tab=sign-up");
  await page.getByLabel("Prénom").fill(firstName);
  await page.getByLabel("Nom", { exact: true }).fill(lastName);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await clickAndWaitForNavigation(page.getByRole("button", { name: "Créer un compte" }), "**/auth?mode=check-email");
  const mail = await waitForMail(mailDir(), email);
  await open(page, linkIn(mail.text, "/auth/verify-email?token="));
  expect(pathname(page)).toBe("/client");
  return { email, password };
}

/** RFC 6238, as an authenticator app computes it from the key shown under the QR code. */
function totp(secretBase32: string, at = Date.now()): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of secretBase32.replace(/=+$/, "").toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = crypto.createHmac("sha1", key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  return ((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, "0");
}

describe("sign-up", () => {
  it("shows the welcome page with its two tabs, in both languages", async () => {
    const page = await newPage(PHONE);
    await open(page, "/auth");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Bienvenue chez Faso Futures Studio");
    await shows(page.getByText("Connectez-vous à votre compte ou créez-en un nouveau"));
    expect(await page.getByRole("link", { name: "Retour à l'accueil" }).first().getAttribute("href")).toBe("/");
    const tabs = page.getByRole("tab");
    expect(await tabs.allTextContents()).toEqual(["Connexion", "Inscription"]);
    expect(await tabs.first().getAttribute("aria-selected")).toBe("true");

    await open(page, "/en/auth");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Welcome to Faso Futures Studio");
    await shows(page.getByText("Sign in to your account or create a new one"));
    expect(await page.getByRole("link", { name: "Back to Homepage" }).getAttribute("href")).toBe("/en");
    await clickAndWaitForNavigation(page.getByRole("tab", { name: "Sign Up" }), "**/en/auth?tab=sign-up");
    expect(await page.getByRole("tab", { name: "Sign Up" }).getAttribute("aria-selected")).toBe("true");
    for (const label of ["First Name", "Last Name", "Email", "Password"]) await shows(page.getByLabel(label));
  });

  it("signs up, shows 'Check your email', and the emailed link lands the new client on /client", async () => {
    const page = await newPage(DESKTOP, { lang: "en" });
    const email = unique("signup");
    await open(page, "/en/auth?tab=sign-up");
    // The button's busy label shows while the form is on its way.
    await page.route("**/en/auth**", async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.getByLabel("First Name").fill("Grace");
    await page.getByLabel("Last Name").fill("Mensah");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("secret-pass");
    await page.getByRole("button", { name: "Create Account" }).click();
    await shows(page.getByRole("button", { name: "Creating account..." }));
    await page.waitForURL("**/en/auth?mode=check-email");
    await shows(page.getByRole("heading", { name: "Check your email" }));
    await shows(page.getByText("We've sent you a confirmation link to complete your registration."));

    const mail = await waitForMail(mailDir(), email);
    expect(mail.subject).toBe("Faso Futures Studio: confirm your email address");
    expect(mail.html).toContain("Confirm my address");
    await open(page, linkIn(mail.text, "/en/auth/verify-email?token="));
    expect(pathname(page)).toBe("/client");
    await menuButton(page, "Account menu").click();
    await shows(page.getByRole("navigation", { name: "Account menu" }));
    expect(await page.locator("details[data-menu][open]").textContent()).toContain(email);
  });

  it("shows the spec's validation messages next to the fields before sending", async () => {
    const page = await newPage(PHONE);
    // "Before sending" is the browser's check, so the page must be hydrated before the click.
    await open(page, "/auth?tab=sign-up");
    await page.getByLabel("Mot de passe").fill("12345");
    await page.getByRole("button", { name: "Créer un compte" }).click();
    for (const message of [
      "Le prénom est obligatoire",
      "Le nom est obligatoire",
      "Veuillez saisir une adresse e-mail valide",
      "Le mot de passe doit contenir au moins 6 caractères",
    ]) {
      await shows(page.getByText(message));
    }
    expect(await page.getByLabel("Prénom").getAttribute("aria-invalid")).toBe("true");
    expect(page.url()).toContain("tab=sign-up");
  });
});

describe("sign-in", () => {
  it("lands each demo account on its own home", async () => {
    for (const [email, home] of [
      ["admin@example.org", "/admin"],
      ["facilitator@example.org", "/facilitator"],
      ["client@example.org", "/client"],
      ["creator@example.org", "/creator"],
      ["employee@example.org", "/facilitator"],
    ] as const) {
      const page = await newPage();
      await open(page, "/auth");
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Mot de passe").fill("demo-password");
      await clickAndWaitForNavigation(page.getByRole("button", { name: "Se connecter" }), `${baseUrl()}${home}`);
      // A signed-in visitor of /auth goes home too.
      await page.goto("/auth");
      expect(pathname(page)).toBe(home);
    }
  });

  it("says 'Sign in failed' with a reason that does not tell whether the address has an account", async () => {
    const page = await newPage(DESKTOP, { lang: "en" });
    await open(page, "/en/auth");
    const reasons: string[] = [];
    for (const email of ["client@example.org", unique("nobody")]) {
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("not-the-password");
      // Waiting for the answer, not for the alert: the first answer's alert is still on screen for the second.
      await clickAndWaitForNavigation(page.getByRole("button", { name: "Sign In" }));
      const alert = page.getByRole("alert").filter({ hasText: "Sign in failed" });
      await shows(alert);
      reasons.push((await alert.textContent()) ?? "");
    }
    expect(reasons[0]).toContain("Invalid email or password.");
    expect(reasons[1]).toBe(reasons[0]);
  });

  it("tells an unconfirmed account why, and resends the link", async () => {
    const page = await newPage();
    const email = unique("unconfirmed");
    await open(page, "/auth?tab=sign-up");
    await page.getByLabel("Prénom").fill("Issa");
    await page.getByLabel("Nom", { exact: true }).fill("Compaoré");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Mot de passe").fill("secret-pass");
    await clickAndWaitForNavigation(page.getByRole("button", { name: "Créer un compte" }), "**/auth?mode=check-email");
    await waitForMail(mailDir(), email);

    await open(page, "/auth");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Mot de passe").fill("secret-pass");
    await clickAndWaitForNavigation(page.getByRole("button", { name: "Se connecter" }));
    await shows(page.getByText("Confirmez d'abord votre adresse e-mail"));
    await clickAndWaitForNavigation(page.getByRole("button", { name: "Renvoyer le lien de confirmation" }));
    await shows(page.getByText("un nouveau lien est en route"));
    await waitForMail(mailDir(), email, 1);
  });
});

describe("guards", () => {
  it("sends a client who opens /admin to /client, and an anonymous visitor of /profile to /auth", async () => {
    const client = await newPage();
    await signIn(client, "client@example.org");
    await client.goto("/admin");
    expect(pathname(client)).toBe("/client");
    await client.goto("/admin/clients");
    expect(pathname(client)).toBe("/client");

    const anonymous = await newPage();
    await anonymous.goto("/profile");
    expect(pathname(anonymous)).toBe("/auth");
    await anonymous.goto("/creator/settings");
    expect(pathname(anonymous)).toBe("/auth");
  });

  it("brings a visitor back to the private page they opened once signed in, or home when the role cannot open it", async () => {
    const admin = await newPage();
    await open(admin, "/admin/messages?status=handled");
    expect(pathname(admin)).toBe("/auth");
    expect(new URL(admin.url()).searchParams.get("redirectTo")).toBe("/admin/messages?status=handled");
    await admin.getByLabel("E-mail").fill("admin@example.org");
    await admin.getByLabel("Mot de passe").fill("demo-password");
    await clickAndWaitForNavigation(
      admin.getByRole("button", { name: "Se connecter" }),
      `${baseUrl()}/admin/messages?status=handled`,
    );

    const client = await newPage(PHONE, { lang: "en" });
    await open(client, "/admin/messages");
    expect(pathname(client)).toBe("/en/auth");
    await client.getByLabel("Email").fill("client@example.org");
    await client.getByLabel("Password").fill("demo-password");
    await clickAndWaitForNavigation(client.getByRole("button", { name: "Sign In" }), `${baseUrl()}/client`);

    // A page every account opens: back to it, not to the role's home.
    const registrant = await newPage();
    await open(registrant, "/my-registrations");
    expect(pathname(registrant)).toBe("/auth");
    await registrant.getByLabel("E-mail").fill("client@example.org");
    await registrant.getByLabel("Mot de passe").fill("demo-password");
    await clickAndWaitForNavigation(
      registrant.getByRole("button", { name: "Se connecter" }),
      `${baseUrl()}/my-registrations`,
    );

    // Only paths of this site are followed, whatever the link says.
    const stranger = await newPage();
    await open(stranger, "/auth?redirectTo=%2F%5Cevil.example%2F");
    await stranger.getByLabel("E-mail").fill("client@example.org");
    await stranger.getByLabel("Mot de passe").fill("demo-password");
    await clickAndWaitForNavigation(stranger.getByRole("button", { name: "Se connecter" }), `${baseUrl()}/client`);
  });
});

describe("the account's language", () => {
  it("speaks English to an account made on /en: its dashboard, then a reset started on /en ends with an English toast", async () => {
    // A French browser without a remembered language: only the page used says English.
    const page = await newPage(PHONE);
    const email = unique("english");
    await open(page, "/en/auth?tab=sign-up");
    await page.getByLabel("First Name").fill("Grace");
    await page.getByLabel("Last Name").fill("Mensah");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("secret-pass");
    await clickAndWaitForNavigation(
      page.getByRole("button", { name: "Create Account" }),
      "**/en/auth?mode=check-email",
    );
    const mail = await waitForMail(mailDir(), email);
    await open(page, linkIn(mail.text, "/en/auth/verify-email?token="));
    expect(pathname(page)).toBe("/client");
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await shows(page.getByRole("heading", { name: "Client Dashboard" }));

    const other = await newPage(DESKTOP);
    await open(other, "/en/auth?mode=reset-password");
    await other.getByLabel("Email").fill(email);
    await clickAndWaitForNavigation(other.getByRole("button", { name: "Send the link" }));
    const reset = await waitForMail(mailDir(), email, 1);
    expect(reset.subject).toContain("reset your password");
    await open(other, linkIn(reset.text, "mode=reset-password"));
    await other.getByLabel("New password").fill("another-pass");
    await clickAndWaitForNavigation(other.getByRole("button", { name: "Save and sign in" }), `${baseUrl()}/client`);
    await shows(other.getByText("Your other sessions have been signed out."));
    expect(await other.getAttribute("html", "lang")).toBe("en");
  });

  it("changes the password on /profile with the current one, and emails the owner", async () => {
    const page = await newPage();
    const { email, password } = await newClient(page);
    await open(page, "/profile");
    const card = page.locator("section[aria-labelledby=change-password]");
    await card.getByLabel("Mot de passe actuel").fill("not-my-password");
    await card.getByLabel("Nouveau mot de passe").fill("a-newer-password");
    await clickAndWaitForNavigation(card.getByRole("button", { name: "Changer le mot de passe" }));
    await shows(card.getByText("Mot de passe incorrect."));
    await card.getByLabel("Mot de passe actuel").fill(password);
    await card.getByLabel("Nouveau mot de passe").fill("a-newer-password");
    await clickAndWaitForNavigation(card.getByRole("button", { name: "Changer le mot de passe" }));
    await shows(page.getByText("Vos autres sessions ont été fermées et un e-mail vous le confirme."));
    const mail = await waitForMail(mailDir(), email, 1);
    expect(mail.subject).toContain("votre mot de passe a été modifié");
  });
});

describe("profile", () => {
  it("shows the profile with its badge and long dates, and updates the names", async () => {
    const page = await newPage(PHONE);
    await newClient(page, { firstName: "Aminata", lastName: "Diallo" });
    await open(page, "/profile");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Paramètres du profil");
    const badge = page.locator("[data-role]");
    expect(await badge.textContent()).toBe("Client");
    const memberSince = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Africa/Ouagadougou" }).format(
      new Date(),
    );
    expect(await page.getByText("Membre depuis").locator("..").textContent()).toContain(memberSince);

    await page.getByLabel("Prénom").fill("Aminata Awa");
    await clickAndWaitForNavigation(page.getByRole("button", { name: "Mettre à jour le profil" }));
    await shows(page.getByText("Votre profil a été mis à jour avec succès."));
    await shows(page.locator("main").getByText("Aminata Awa Diallo"));

    // A French account speaks French once signed in, even to a browser that had chosen English.
    const admin = await newPage(DESKTOP, { lang: "en" });
    await signIn(admin, "employee@example.org");
    await open(admin, "/profile");
    expect(await admin.locator("[data-role]").textContent()).toBe("Employé");
    expect(await admin.locator("[data-role]").getAttribute("class")).toContain("bg-green-100");
    await shows(admin.getByText("Membre depuis"));
  });

  it("uploads a real picture that then shows in the menu, and refuses fakes and files over 5 MB", async () => {
    const page = await newPage(DESKTOP);
    await newClient(page);
    await page.context().addCookies([{ name: "lang", value: "en", url: baseUrl() }]);
    await open(page, "/profile");
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#b5452b" } })
      .jpeg()
      .toBuffer();
    await page.locator("#avatar-file").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: picture });
    await shows(page.getByText("Your new profile picture is in place."));
    const menuAvatar = menuButton(page, "Account menu").locator("img");
    await expect.poll(() => menuAvatar.getAttribute("src")).toMatch(/^\/uploads\/[\w-]+\/avatar-256\.webp\?v=\d+$/);
    const src = (await menuAvatar.getAttribute("src"))!;
    const served = await page.request.get(src);
    expect(served.headers()["content-type"]).toBe("image/webp");

    // A text file named .png: refused by its bytes.
    await page
      .locator("#avatar-file")
      .setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("just some text, not a picture") });
    await shows(page.getByRole("alert").filter({ hasText: "The file must be an image" }));
    expect(await menuAvatar.getAttribute("src")).toBe(src);

    // Over 5 MB: refused in the browser before sending…
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    picture.copy(big);
    let uploads = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/profile")) uploads++;
    });
    await page.locator("#avatar-file").setInputFiles({ name: "big.jpg", mimeType: "image/jpeg", buffer: big });
    await shows(page.getByRole("alert").filter({ hasText: "File size must be less than 5MB" }));
    expect(uploads).toBe(0);
    // …and by the server when sent anyway.
    const sent = await page.request.post("/profile", {
      multipart: { intent: "avatar", avatar: { name: "big.jpg", mimeType: "image/jpeg", buffer: big } },
    });
    expect(sent.status()).toBe(413);
  });

  it("lists the active sessions and ends the others", async () => {
    const laptop = await newPage(DESKTOP);
    const { email, password } = await newClient(laptop);
    const phone = await newPage(PHONE);
    await signIn(phone, email, password);
    await open(laptop, "/profile");
    await shows(laptop.getByText("Cet appareil"));
    expect(await laptop.locator("section[aria-labelledby=sessions] li").count()).toBe(2);
    await clickAndWaitForNavigation(laptop.getByRole("button", { name: "Déconnecter les autres sessions" }));
    await shows(laptop.getByText("Vos autres appareils ont été déconnectés."));
    await phone.goto("/profile");
    expect(pathname(phone)).toBe("/auth");
  });
});

describe("password reset, code sign-in and two-factor", () => {
  it("resets a forgotten password from the emailed link, ending the other sessions and the older links", async () => {
    const other = await newPage();
    const { email } = await newClient(other);
    // A link asked for earlier, still in the inbox.
    const earlier = await newPage();
    await open(earlier, "/auth?mode=reset-password");
    const sent = mailsTo(mailDir(), email).length;
    await earlier.getByLabel("E-mail").fill(email);
    await clickAndWaitForNavigation(earlier.getByRole("button", { name: "Envoyer le lien" }));
    const olderLink = linkIn((await waitForMail(mailDir(), email, sent)).text, "mode=reset-password");
    const page = await newPage(PHONE);
    await open(page, "/auth");
    // The sign-in form has an "E-mail" field too: typing before the reset form is on screen would fill that one.
    await clickAndWaitForNavigation(
      page.getByRole("link", { name: "Mot de passe oublié ?" }),
      "**/auth?mode=reset-password",
    );
    const before = mailsTo(mailDir(), email).length;
    await page.getByLabel("E-mail").fill(email);
    await clickAndWaitForNavigation(page.getByRole("button", { name: "Envoyer le lien" }));
    await shows(page.getByText("un lien de réinitialisation est en route"));
    const mail = await waitForMail(mailDir(), email, before);
    expect(mail.subject).toContain("réinitialisez votre mot de passe");
    await open(page, linkIn(mail.text, "mode=reset-password"));
    await page.getByLabel("Nouveau mot de passe").fill("a-brand-new-one");
    await clickAndWaitForNavigation(
      page.getByRole("button", { name: "Enregistrer et se connecter" }),
      `${baseUrl()}/client`,
    );
    await other.goto("/profile");
    expect(pathname(other)).toBe("/auth");
    // The older link no longer sets a password.
    await open(earlier, olderLink);
    await shows(earlier.getByText("Ce lien de réinitialisation n'est pas valide ou a expiré."));
  });

  it("signs in with a code sent by email", async () => {
    const first = await newPage();
    const { email } = await newClient(first);
    const page = await newPage(PHONE);
    await open(page, "/auth?mode=code");
    // Checked in the browser: no request, no navigation.
    await page.getByRole("button", { name: "Envoyer le code" }).click();
    await shows(page.getByText("Vous devez fournir une adresse e-mail ou un numéro de téléphone."));
    const before = mailsTo(mailDir(), email).length;
    await page.getByLabel("E-mail").fill(email);
    await clickAndWaitForNavigation(page.getByRole("button", { name: "Envoyer le code" }));
    await shows(page.getByLabel("Code reçu par e-mail"));
    const mail = await waitForMail(mailDir(), email, before);
    const code = /\b(\d{6})\b/.exec(mail.subject)![1]!;
    await page.getByLabel("Code reçu par e-mail").fill(code);
    await clickAndWaitForNavigation(page.getByRole("button", { name: "Se connecter" }), `${baseUrl()}/client`);
  });

  it("turns two-factor on from /profile (QR code), then asks for the code at sign-in", async () => {
    const page = await newPage(DESKTOP);
    const { email, password } = await newClient(page);
    await open(page, "/profile");
    await page.locator("section[aria-labelledby=two-factor]").getByLabel("Mot de passe actuel").fill(password);
    await clickAndWaitForNavigation(page.getByRole("button", { name: "Activer" }));
    const qr = page.getByRole("img", { name: "QR code à scanner avec une application d'authentification" });
    await shows(qr);
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    await page.getByLabel("Code à 6 chiffres").fill(totp(secret));
    await clickAndWaitForNavigation(page.getByRole("button", { name: "Confirmer et activer" }));
    await shows(page.getByText("Un code vous sera demandé à chaque connexion."));

    const next = await newPage(PHONE);
    await open(next, "/auth");
    await next.getByLabel("E-mail").fill(email);
    await next.getByLabel("Mot de passe").fill(password);
    await clickAndWaitForNavigation(next.getByRole("button", { name: "Se connecter" }), "**/auth?mode=two-factor");
    await next.getByLabel("Code de l'application d'authentification").fill(totp(secret));
    await clickAndWaitForNavigation(next.getByRole("button", { name: "Vérifier" }), `${baseUrl()}/client`);
  });
});
