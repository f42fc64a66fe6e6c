; Fioscope Windows installer (NSIS 3, Modern UI 2).
;
; Packs the one-folder PyInstaller bundle that installer/fioscope.spec makes on Windows
; (dist\fioscope\: fioscope.exe (console), fioscope-gui.exe (windowed, the Start menu's) + _internal\, with fio.exe, its COPYING and SOURCE.txt in
; _internal\fio_bin\windows-x86_64\) into a per-machine installer:
;
;   makensis /DBUNDLE_DIR=dist\fioscope /DVERSION=0.1.0 /DOUTFILE=build\fioscope-0.1.0-setup.exe ^
;            installer\windows\fioscope.nsi
;
; Defines (makensis /DNAME=value; on Linux makensis also accepts -DNAME=value):
;   BUNDLE_DIR   required: the bundle folder (absolute, or relative to the directory makensis runs in)
;   VERSION      required: the product version shown in Add/Remove Programs, e.g. 0.1.0
;   VERSION_QUAD optional: the numeric a.b.c.d for the file's version resource; derived from
;                VERSION (a.b.c -> a.b.c.0) when not given
;   OUTFILE      optional: the installer to write (default fioscope-VERSION-windows-x86_64-setup.exe
;                next to this script)
;   PUBLISHER    optional: default "Fioscope developers"
;   TARGET       optional: x86-unicode (default; every NSIS 3 distribution has it, including
;                Chocolatey's) or amd64-unicode (Debian's nsis package ships it too; a 64-bit
;                stub, which is what the tests run under 64-bit-only wine)
;
; Privileges: the installer's own manifest asks for administrator rights (RequestExecutionLevel
; admin) because it writes to Program Files and HKLM; that is the only UAC prompt. The app it
; installs runs as the invoking user: PyInstaller embeds an application manifest with
; requestedExecutionLevel level="asInvoker" in fioscope.exe (installer/fioscope.spec sets
; uac_admin=False), and the finish page deliberately has no "Run Fioscope" box, because a
; program started from the elevated installer would inherit its administrator token. Only
; raw-device work needs more than a normal user has; Fioscope does not elevate by itself today
; (such a run fails with "access denied" unless Fioscope is started "as administrator").

Unicode true
ManifestDPIAware true
SetCompressor /SOLID lzma

!ifndef BUNDLE_DIR
  !error "BUNDLE_DIR is not defined: makensis /DBUNDLE_DIR=path\to\dist\fioscope /DVERSION=x.y.z fioscope.nsi"
!endif
!ifndef VERSION
  !error "VERSION is not defined: makensis /DBUNDLE_DIR=... /DVERSION=x.y.z fioscope.nsi"
!endif
!ifndef PUBLISHER
  !define PUBLISHER "Fioscope developers"
!endif
!ifndef OUTFILE
  !define OUTFILE "fioscope-${VERSION}-windows-x86_64-setup.exe"
!endif
!ifdef TARGET
  Target ${TARGET}
!endif
!ifndef VERSION_QUAD
  ; 0.1.0 -> 0.1.0.0 (a version with a suffix such as 0.1.0rc1 needs /DVERSION_QUAD=0.1.0.1)
  !searchparse /noerrors "${VERSION}" "" _VMAJ "." _VMIN "." _VPAT
  !ifndef _VPAT
    !error "VERSION ${VERSION} is not a.b.c: give /DVERSION_QUAD=a.b.c.d as well"
  !endif
  !define VERSION_QUAD "${_VMAJ}.${_VMIN}.${_VPAT}.0"
!endif

!define PRODUCT "Fioscope"
!define FIO_DIR "_internal\fio_bin\windows-x86_64"
!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Fioscope"
!define APP_KEY "Software\Fioscope"

; The bundle must be the Windows one: fail at compile time, not on a user's machine.
!if /FileExists "${BUNDLE_DIR}\fioscope.exe"
!else
  !error "${BUNDLE_DIR}\fioscope.exe not found: build the bundle with pyinstaller installer\fioscope.spec on Windows"
!endif
!if /FileExists "${BUNDLE_DIR}\fioscope-gui.exe"
!else
  !error "${BUNDLE_DIR}\fioscope-gui.exe not found: the Start menu starts the windowed executable (installer\fioscope.spec builds it on Windows)"
!endif
!if /FileExists "${BUNDLE_DIR}\${FIO_DIR}\fio.exe"
!else
  !error "${BUNDLE_DIR}\${FIO_DIR}\fio.exe not found: run python fio_bin\build_fio.py windows-x86_64 before PyInstaller"
!endif

Name "${PRODUCT}"
Caption "${PRODUCT} ${VERSION} Setup"
BrandingText "${PRODUCT} ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\${PRODUCT}"
InstallDirRegKey HKLM "${APP_KEY}" "InstallDir"
RequestExecutionLevel admin
ShowInstDetails show
ShowUninstDetails show

VIProductVersion "${VERSION_QUAD}"
VIFileVersion "${VERSION_QUAD}"
VIAddVersionKey /LANG=1033 "ProductName" "${PRODUCT}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "FileDescription" "${PRODUCT} ${VERSION} Setup"
VIAddVersionKey /LANG=1033 "LegalCopyright" "GPL-2.0-or-later; bundles fio 3.41 (GPL-2.0)"

!include "MUI2.nsh"
!include "x64.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"

!define MUI_ABORTWARNING

!insertmacro MUI_PAGE_WELCOME
; fio's licence, shown (the GPL asks for no acceptance, so the button is just "Next").
!define MUI_LICENSEPAGE_TEXT_TOP "${PRODUCT} includes fio 3.41, licensed under the GNU GPL version 2:"
!define MUI_LICENSEPAGE_TEXT_BOTTOM "The licence is installed as fio-COPYING.txt; fio's source is described in fio-SOURCE.txt."
!define MUI_LICENSEPAGE_BUTTON "$(^NextBtn)"
!insertmacro MUI_PAGE_LICENSE "${BUNDLE_DIR}\${FIO_DIR}\COPYING"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH   ; no "Run Fioscope" box: see the header

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP|MB_OK "${PRODUCT} needs 64-bit Windows." /SD IDOK
    Abort
  ${EndIf}
  SetRegView 64
  ; InstallDirRegKey was read before SetRegView: read the 64-bit key again (an earlier install).
  ; /D= on the command line sets $INSTDIR before .onInit and wins.
  ${If} $INSTDIR == "$PROGRAMFILES64\${PRODUCT}"
    ReadRegStr $0 HKLM "${APP_KEY}" "InstallDir"
    ${If} $0 != ""
      StrCpy $INSTDIR $0
    ${EndIf}
  ${EndIf}
FunctionEnd

Section "Fioscope" SecMain
  SectionIn RO
  SetShellVarContext all
  ; An upgrade replaces the bundle's _internal folder, so no file of an older version is left.
  ${If} ${FileExists} "$INSTDIR\fioscope.exe"
  ${AndIf} ${FileExists} "$INSTDIR\_internal\*.*"
    RMDir /r "$INSTDIR\_internal"
  ${EndIf}
  SetOutPath "$INSTDIR"
  File /r "${BUNDLE_DIR}\*.*"
  File "/oname=fio-COPYING.txt" "${BUNDLE_DIR}\${FIO_DIR}\COPYING"
  File "/oname=fio-SOURCE.txt" "${BUNDLE_DIR}\${FIO_DIR}\SOURCE.txt"

  ; The windowed executable: the app opens without a console window behind it.
  CreateShortCut "$SMPROGRAMS\${PRODUCT}.lnk" "$INSTDIR\fioscope-gui.exe" "" "$INSTDIR\fioscope.exe" 0 \
    SW_SHOWNORMAL "" "Storage benchmark with live per-thread fio graphs"

  WriteUninstaller "$INSTDIR\uninstall.exe"
  WriteRegStr HKLM "${APP_KEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKLM "${APP_KEY}" "Version" "${VERSION}"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayName" "${PRODUCT} ${VERSION}"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINST_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayIcon" "$\"$INSTDIR\fioscope.exe$\",0"
  WriteRegStr HKLM "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINST_KEY}" "UninstallString" "$\"$INSTDIR\uninstall.exe$\""
  WriteRegStr HKLM "${UNINST_KEY}" "QuietUninstallString" "$\"$INSTDIR\uninstall.exe$\" /S"
  WriteRegDWORD HKLM "${UNINST_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINST_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKLM "${UNINST_KEY}" "EstimatedSize" "$0"
SectionEnd

Function un.onInit
  SetRegView 64
FunctionEnd

Section "Uninstall"
  SetShellVarContext all
  Delete "$SMPROGRAMS\${PRODUCT}.lnk"
  ; Only what the installer put there: never RMDir /r $INSTDIR, which may be a folder the user
  ; chose that holds other files. Saved runs live in the user's profile and are kept.
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\fioscope.exe"
  Delete "$INSTDIR\fioscope-gui.exe"
  Delete "$INSTDIR\fio-COPYING.txt"
  Delete "$INSTDIR\fio-SOURCE.txt"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKLM "${UNINST_KEY}"
  DeleteRegKey HKLM "${APP_KEY}"
SectionEnd
