; Inno Setup 6 script: a Windows installer for the one-folder bundle that packaging/cardgame_gui.spec builds.
;
;   python packaging\build.py            (runs ISCC.exe itself when Inno Setup 6 is installed)
;   ISCC.exe /DAppVersion=0.1.0 /DBundleDir=..\..\dist\cardgame-gui /DOutputDir=..\..\dist packaging\windows\cardgame_gui.iss
;
; Installs for the current user by default (no administrator needed; the wizard offers "for all users"),
; adds a Start menu entry (and optionally a desktop one), registers an uninstaller under Settings > Apps,
; and shows a note on the Windows Firewall prompt that appears the first time you host a LAN table. When
; installed for all users it can add the firewall rule itself (private networks only), removed on uninstall.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\cardgame-gui"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#define AppName "Card table"
#define AppExe "cardgame-gui.exe"

[Setup]
; AppId identifies the app for upgrades and uninstall: never change it.
AppId={{8AF23B0A-AFC9-4B45-AB36-1D60D5D76E4F}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=cardgame_gui
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=cardgame-gui-{#AppVersion}-windows-setup
SetupIconFile=..\icons\cardgame_gui.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
InfoAfterFile=firewall.txt
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "firewall"; Description: "Allow hosting LAN tables through Windows Firewall (private networks)"; GroupDescription: "LAN play:"; Check: IsAdminInstallMode

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; an older version's files must not linger next to the new ones
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{sys}\netsh.exe"; Parameters: "advfirewall firewall add rule name=""{#AppName}"" dir=in action=allow program=""{app}\{#AppExe}"" profile=private enable=yes"; StatusMsg: "Allowing LAN hosting through Windows Firewall..."; Flags: runhidden; Tasks: firewall
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallRun]
Filename: "{sys}\netsh.exe"; Parameters: "advfirewall firewall delete rule name=""{#AppName}"" program=""{app}\{#AppExe}"""; Flags: runhidden; RunOnceId: "RemoveFirewallRule"; Check: IsAdminInstallMode
